import { describeQuizRaces } from './test/quiz-races'
import { describeFullTestRaces } from './test/full-test-races'
import { describeLearningRaces } from './test/learning-races'
import { createTestApp } from './test/test-app'

// In-process, on the database of the run: PGlite, or PostgreSQL under scripts/with-postgres.mjs.
const { client, db } = await createTestApp()
describeQuizRaces('quiz writes under concurrency (one process)', { client, db })
describeFullTestRaces('full tests and the quiz tools under concurrency (one process)', { client, db })
describeLearningRaces('learning from mistakes under concurrency (one process)', { client, db })
