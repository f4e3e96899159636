import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { migratePgliteClient } from '../db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tar.gz), loaded by each test file in ~1 s instead of migrating in 3.5 s. */
    pgliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-template-'))
  const client = await PGlite.create()
  await migratePgliteClient(client)
  const dump = await client.dumpDataDir('gzip')
  await client.close()
  const file = path.join(dir, 'template.tar.gz')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}
