export { LoadingOverlay } from './loading-overlay'
