/**
 * The suite's two tiers, read by vitest.config.ts. `npm test` runs every file that runs in one process: the library,
 * the emulator in-process, the atoms, the CLI through its functions, the docs' examples. `npm run test:system` runs
 * the files below: what needs the outside (browsers, child processes, PostgreSQL and Redis servers, installs from
 * the registry) and the checks of what the build and the bundlers emit, which cost minutes of esbuild and Vite.
 * A new test file is in `npm test` unless it is named here; test/TiersList.test.ts checks that every file named here
 * exists and that no file left in `npm test` starts a process, a browser or a server.
 *
 * @since 2.0.0
 */

/**
 * System files that run one at a time, after the others: installs from the registry and timed bench runs, which
 * fight for both cores with anything beside them.
 *
 * @since 2.0.0
 */
export const alone: ReadonlyArray<string> = [
  "test/Bench.test.ts",
  "test/Cli/BareInstall.test.ts",
  "test/Cluster/FleetReadme.test.ts",
  "test/Packaging.test.ts",
  "test/TypeScriptUsers.test.ts"
]

/**
 * System files that run side by side.
 *
 * @since 2.0.0
 */
export const together: ReadonlyArray<string> = [
  // browsers (playwright-core and the Chromium `npm install` brings)
  "test/ReactApp/e2e.*.test.ts",
  "test/ReactApp/atomReact.test.ts",
  "test/Promise/Browser.test.ts",
  // child processes: the CLI, the emulator, the examples, scripts, `npm start`
  "test/Cli/Command.test.ts",
  "test/Cli/Emulator.test.ts",
  "test/Cli/EmulatorReplay.test.ts",
  "test/Cli/EmulatorReplayInput.test.ts",
  "test/Cli/Record.test.ts",
  "test/Cli/ReplayDeterminism.test.ts",
  "test/Docs.test.ts",
  "test/Examples.test.ts",
  "test/Http/internal/Http1.test.ts",
  "test/ReactApp/Start.test.ts",
  "test/Scripts/BybitApiSuite.test.ts",
  "test/Scripts/DocsDiff.test.ts",
  // PostgreSQL and Redis servers, runner and worker processes
  "test/Cluster/Fleet.test.ts",
  "test/Cluster/FleetRogue.test.ts",
  "test/Cluster/FleetTwoKeys.test.ts",
  "test/Cluster/PostgresServer.test.ts",
  "test/Cluster/RunnerBoth.test.ts",
  "test/Cluster/ServerWatchdog.test.ts",
  "test/Cluster/SweepCli.test.ts",
  "test/Cluster/SweepFleet.test.ts",
  "test/Cluster/SweepPinnedFleet.test.ts",
  "test/Cluster/SweepRecordingFleet.test.ts",
  "test/Redis/Fleet.test.ts",
  "test/Redis/RedisBudgetStore.test.ts",
  // the soak: minutes of real-time faults and a heap measured after a collection
  "test/Reliability/Soak.test.ts",
  // what the build and the bundlers emit (esbuild and Vite over the whole library and app)
  "test/BundleContents.test.ts",
  "test/BenchBundleModules.test.ts",
  "test/EntryPoints.test.ts",
  "test/PureAnnotations.test.ts",
  "test/ReactApp/AppBuild.test.ts",
  "test/ReactApp/Weight.test.ts"
]

/**
 * Every system file.
 *
 * @since 2.0.0
 */
export const system: ReadonlyArray<string> = [...together, ...alone]
