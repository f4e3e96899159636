export * as RadioCard from './radio-card'
