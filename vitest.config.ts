import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// CI asks for a JSON report (VITEST_JSON_REPORT) so .ci/run can print "N passed, N failed".
const jsonReport = process.env.VITEST_JSON_REPORT

export default defineConfig({
  // The React app imports the library as `effect-bybit` (the browser entry); its atom tests resolve it to the source,
  // as the app's Vite config does. Exact match only: `effect-bybit/node` and friends are not aliased.
  resolve: {
    alias: [{ find: /^effect-bybit$/, replacement: fileURLToPath(new URL("./src/index.ts", import.meta.url)) }]
  },
  test: {
    include: ["test/**/*.test.ts"],
    // the soak measures its heap after a collection (test/Reliability/Soak.test.ts)
    // two forks on two cores: with one, a core idles while a file waits on its emulator or its timers
    poolOptions: { forks: { execArgv: ["--expose-gc"], maxForks: 2, minForks: 1 } },
    // every emulator in the suite fails its test when it answers a code its endpoint does not declare
    env: { EFFECT_BYBIT_EMULATOR_CONTRACT: "strict" },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: jsonReport ? ["default", "json"] : ["default"],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {})
  }
})
