import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview'
import { setProjectAnnotations } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import * as projectAnnotations from './preview'

// Applies preview.tsx (locale loader and decorator, a11y as errors) and the a11y addon's
// afterEach (axe) to every story that runs as a Vitest test.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations])

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: two story files run at once on
// two cores, and a screen that loads its chunks and answers from the mocks took over 1 s under that
// load (a clean clone's run failed on one). A story that never shows what it waits for still fails.
configure({ asyncUtilTimeout: 5000 })
