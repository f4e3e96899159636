// The full-length test feature's public face (issue 17).
export { fullTestsKey, fullTestsQuery, type FullTest } from './api/full-tests'
export { FullTestList } from './components/full-test-history'
export { HomeFullTestCard } from './components/home-full-test-card'
