export * as Popover from './popover'
