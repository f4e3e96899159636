export { Card } from './card'
