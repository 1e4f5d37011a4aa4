/**
 * A finger or a mouse, as the screen has: on a touch screen a tap and a drag are touch events (Chromium's
 * `Input.dispatchTouchEvent`, which the page sees as pointer events of type touch, with the browser's own panning
 * and scrolling in play), elsewhere mouse clicks and moves.
 */
import type { Page } from "playwright-core"
import type * as H from "./Harness.js"

/** A point on the page, CSS px. */
export interface Point {
  readonly x: number
  readonly y: number
}

/** Taps (touch) or clicks (mouse) at a point. */
export const tap = async (page: Page, size: H.Size, at: Point): Promise<void> => {
  if (size.touch === true) await page.touchscreen.tap(at.x, at.y)
  else await page.mouse.click(at.x, at.y)
}

/** Presses at `from`, moves to `to` in `steps` and lets go: one finger on a touch screen, the mouse elsewhere. */
export const drag = async (page: Page, size: H.Size, from: Point, to: Point, steps = 6): Promise<void> => {
  const along = (k: number): Point => ({
    x: from.x + ((to.x - from.x) * k) / steps,
    y: from.y + ((to.y - from.y) * k) / steps
  })
  if (size.touch !== true) {
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    for (let k = 1; k <= steps; k++) await page.mouse.move(along(k).x, along(k).y)
    await page.mouse.up()
    return
  }
  const cdp = await page.context().newCDPSession(page)
  try {
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", at: Point) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x: at.x, y: at.y, id: 1 }]
      })
    await touch("touchStart", from)
    for (let k = 1; k <= steps; k++) await touch("touchMove", along(k))
    await touch("touchEnd", to)
  } finally {
    await cdp.detach()
  }
}
