export * as Accordion from './accordion'
