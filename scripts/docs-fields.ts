/**
 * `npm run docs:fields -- <checkout of bybit-exchange/docs> [--out docs/FIELDS.md]`: compares every documented
 * response field (tables and JSON examples) of the V5 endpoint and WebSocket topic pages with our schemas, decodes
 * every example, and prints (or writes) the report. Exits 1 when a field is missing or an example is refused.
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import { pathToFileURL } from "node:url"
import * as Args from "./docs/Args.js"
import * as Checkout from "./docs/Checkout.js"
import * as Definitions from "./docs/Definitions.js"
import * as FieldsReport from "./docs/FieldsReport.js"

/**
 * Runs the field check for command-line arguments; returns the exit code.
 *
 * @since 1.0.0
 * @category running
 */
export const main = (argv: ReadonlyArray<string>): number => {
  const out = Args.option(argv, "--out")
  const checkout = Args.positional(argv, ["--out"])
  if (checkout === undefined) {
    process.stderr.write("Usage: npm run docs:fields -- <path to a checkout of bybit-exchange/docs> [--out file]\n")
    return 2
  }
  const report = FieldsReport.run(Checkout.read(checkout), {
    endpoint: Definitions.endpointFor,
    topic: Definitions.topicFor
  })
  const text = `${FieldsReport.render(report)}\n`
  if (out !== undefined) fs.writeFileSync(out, text)
  else process.stdout.write(text)
  const sum = FieldsReport.totals(report)
  process.stderr.write(`fields: ${sum.compared} compared, ${sum.missing} missing, ${sum.refusals} refused\n`)
  return sum.missing > 0 || sum.refusals > 0 ? 1 : 0
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 2
  }
}
