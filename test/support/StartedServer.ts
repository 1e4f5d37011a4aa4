/**
 * Test harness: a process that starts a server (argv: `postgres` or `redis`), writes `{"pid":…}` (the server's) as one
 * line, and waits to be killed: test/Cluster/ServerWatchdog.test.ts SIGKILLs it and checks the server ends too.
 */
import * as PostgresServer from "./PostgresServer.js"
import * as RedisServer from "./RedisServer.js"

const server = process.argv[2] === "postgres" ? await PostgresServer.start() : await RedisServer.start()
process.stdout.write(`${JSON.stringify({ pid: server.pid(), dir: "dir" in server ? server.dir : undefined })}\n`)
// kept alive until killed
setInterval(() => {}, 60_000)
