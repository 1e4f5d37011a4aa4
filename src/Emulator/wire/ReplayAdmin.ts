/**
 * The replay's admin route: `GET /__admin/replay` answers its status (`ReplayStatus.Status`: playing, paused or
 * ended, the speed, the recording's time, lines applied and progress); `POST /__admin/replay` with
 * `{ "action": "pause" | "play" }` and/or `{ "speed": N | "max" }` drives it and answers the status after. An
 * emulator on the seeded market answers `GET` with `{ ok: true, replaying: false }` and no status (a `POST` there is
 * a 404, `replay: not replaying`), so a page learns whether it is replaying from the one route without an error.
 *
 * @since 1.1.0
 */
import type { Speed } from "../market/Replay.js"
import type * as ReplayStatus from "../market/ReplayStatus.js"

/**
 * The answer of the replay route: an HTTP status and its JSON body.
 *
 * @since 1.1.0
 * @category models
 */
export interface Answer {
  readonly status: number
  readonly body: string
}

const answer = (status: number, value: object): Answer => ({ status, body: JSON.stringify(value) })

/**
 * Answers `GET` or `POST /__admin/replay` with a body already decoded (`AdminBodies.bodies.replay`: an action, a
 * speed or both); other methods are the caller's 404.
 *
 * @since 1.1.0
 * @category admin
 */
export const respond = (
  control: ReplayStatus.Control | undefined,
  method: "GET" | "POST",
  body: { readonly action?: "pause" | "play" | undefined; readonly speed?: Speed | undefined }
): Answer => {
  // a page asks on every emulator: the seeded market's answer is a status-less 200, not a 404 its console would log
  if (control === undefined)
    return method === "GET"
      ? answer(200, { ok: true, replaying: false })
      : answer(404, { ok: false, error: "replay: not replaying" })
  if (method === "POST") {
    const { action, speed } = body
    if (speed !== undefined) control.setSpeed(speed)
    if (action === "pause") control.pause()
    if (action === "play") control.play()
  }
  return answer(200, { ok: true, result: control.status() })
}
