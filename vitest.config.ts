import { defineConfig } from "vitest/config"

// CI asks for a JSON report (VITEST_JSON_REPORT) so .ci/run can print "N passed, N failed".
const jsonReport = process.env.VITEST_JSON_REPORT

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: jsonReport ? ["default", "json"] : ["default"],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {})
  }
})
