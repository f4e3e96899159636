export {
  catalogQuery,
  findSubject,
  pickSubject,
  type Catalog,
  type CatalogDomain,
  type CatalogSubject,
  type CatalogSystem,
  type DifficultyId,
  type SubjectId,
  type SystemId,
  type TimerTypeId,
} from './api/catalog'
export { formatDuration } from './duration'
export { useTimerSummary } from './timer-summary'
export { CatalogGate } from './catalog-gate'
export { prefetchCatalog } from './prefetch'
export { SubjectFields, type SubjectChoice, type SubjectFieldsProps } from './subject-fields'
