// The full-length test feature's public face (issue 17).
export { fullTestsKey, fullTestsQuery } from './api/full-tests'
export { FullTestList } from './components/full-test-history'
