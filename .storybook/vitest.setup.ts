import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview'
import { setProjectAnnotations } from '@storybook/react-vite'
import * as projectAnnotations from './preview'

// Applies preview.tsx (locale loader and decorator, a11y as errors) and the a11y addon's
// afterEach (axe) to every story that runs as a Vitest test.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations])
