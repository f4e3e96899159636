export * as Select from './select'
export { ANY, FilterSelect, type FilterOption } from './filter-select'
