import { defineConfig } from 'vitest/config';

// The fault tests (npm run test:faults): each starts its own small cluster on
// loopback (its own ports, database and Redis database), and they spend most
// of their time waiting out the outage they cause, so they run side by side.
// They are not part of npm test, whose projects are packages/* and apps/*
// only. FAULTS picks some by file name ("worker-sigkill smtp-down"); all run by
// default.
const chosen = (process.env.FAULTS ?? '').split(/[\s,]+/).filter(Boolean);

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: chosen.length > 0 ? chosen.map((name) => `${name}.test.ts`) : ['*.test.ts'],
    // Three at a time: with the scale-out journey beside them, the clusters' pools stay
    // under the local PostgreSQL's 100 connections (the PostgreSQL fault brings its own).
    maxWorkers: 3,
    testTimeout: 6 * 60_000,
    hookTimeout: 3 * 60_000,
  },
});
