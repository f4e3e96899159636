// Fixtures other features' stories may use (the plan's mock answers, typed from the contract).
export { learningApi, mathWeakSpots, newcomerMastery, sampleMastery, samplePlan } from './plan.fixtures'
export type { Plan } from './api/learning'
