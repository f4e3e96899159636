// The signed-in layout's user menu (Ark's menu, with floating-ui): a chunk of its own that loads
// beside the session's reads, so the layout's frame paints without it (issue 15); it shows once the
// current user has loaded (src/app/layouts/default-layout.tsx). The bell loads once the page shows;
// the dialogs the menu opens are in layout-dialogs.tsx.
export { UserMenu } from './user-menu'
