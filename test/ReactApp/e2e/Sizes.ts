/**
 * What a screen size owes a trader, measured in the page as it is shown (issue 60): a finger's target on a touch
 * screen (44×44 CSS px, Apple's and WCAG's figure), the chart's height in view, panels whose content is whole, a
 * header on one line, and no text drawn over other text. Each check returns what it found wrong, in words, so a
 * failure names the element.
 */
import type { Page } from "playwright-core"

/** A finger's target, CSS px. */
export const finger = 44

/**
 * Visible controls smaller than a finger in either direction. A checkbox or radio counts by its label (the label is
 * what is tapped); a control inside a closed part of the page (no box) is not shown and not counted.
 */
export const smallTargets = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate((min) => {
    const found: Array<string> = []
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""}` +
      ` "${(el.textContent ?? "").trim().slice(0, 20)}"`
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden"
    }
    const controls = document.querySelectorAll(
      "button, a[href], input, select, textarea, summary, [role=tab], [role=button], [tabindex]:not([tabindex='-1'])"
    )
    for (const el of Array.from(controls)) {
      if (!shown(el)) continue
      const box = el.matches("input[type=checkbox], input[type=radio]") ? el.closest("label") : el
      if (box === null) {
        found.push(`${name(el)} has no label to tap`)
        continue
      }
      const r = box.getBoundingClientRect()
      if (r.width < min - 0.5 || r.height < min - 0.5)
        found.push(`${name(el)} is ${Math.round(r.width)}×${Math.round(r.height)}`)
    }
    return found
  }, finger)

/** How many CSS px of the price chart's height a person sees: its box within the window and every box that clips it. */
export const chartInView = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const el = document.querySelector('[data-testid="chart"]')
    if (el === null) return 0
    const r = el.getBoundingClientRect()
    let top = Math.max(r.top, 0)
    let bottom = Math.min(r.bottom, innerHeight)
    for (let p = el.parentElement; p !== null; p = p.parentElement) {
      if (!/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowY)) continue
      const c = p.getBoundingClientRect()
      top = Math.max(top, c.top)
      bottom = Math.min(bottom, c.bottom)
    }
    return Math.max(0, bottom - top)
  })

/**
 * Named parts of a panel that are cut: wider than their box (scrollWidth over clientWidth), sticking out of the panel
 * sideways, or, with `whole`, a panel that needs a scroll to show all of its content (scrollHeight over
 * clientHeight) or a part below the panel's bottom.
 */
export const clipped = (
  page: Page,
  panel: string,
  parts: ReadonlyArray<string>,
  whole: boolean
): Promise<ReadonlyArray<string>> =>
  page.evaluate(
    ([panelSelector, selectors, all]) => {
      const found: Array<string> = []
      const box = document.querySelector(panelSelector as string)
      if (box === null) return [`no ${panelSelector}`]
      if (box.scrollWidth > box.clientWidth + 1)
        found.push(`${panelSelector} is ${box.scrollWidth}px wide in ${box.clientWidth}px`)
      if (all && box.scrollHeight > box.clientHeight + 1)
        found.push(`${panelSelector} holds ${box.scrollHeight}px in ${box.clientHeight}px`)
      const b = box.getBoundingClientRect()
      for (const selector of selectors as ReadonlyArray<string>) {
        const el = box.querySelector(selector)
        if (el === null) {
          found.push(`no ${selector} in ${panelSelector}`)
          continue
        }
        const r = el.getBoundingClientRect()
        if (el.scrollWidth > el.clientWidth + 1)
          found.push(`${selector} is ${el.scrollWidth}px wide in ${el.clientWidth}px`)
        if (r.left < b.left - 1 || r.right > b.right + 1)
          found.push(`${selector} sticks out of ${panelSelector} sideways`)
        if (all && (r.top < b.top - 1 || r.bottom > b.bottom + 1)) found.push(`${selector} is below ${panelSelector}`)
      }
      return found
    },
    [panel, parts, whole] as const
  )

/**
 * The header on more than one line or cut: its items (brand, pickers, each figure of the ticker, each stream's
 * badge) must share one line (every pair overlaps vertically), and neither the header nor its ticker may be wider
 * than shown.
 */
export const headerProblems = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => {
    const found: Array<string> = []
    const header = document.querySelector(".header")
    if (header === null) return ["no header"]
    const items = Array.from(
      header.querySelectorAll(":scope > .brand, .pickers > label, .ticker > *, .badges > *")
    ).filter((el) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0
    })
    const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() }))
    const top = Math.max(...boxes.map((b) => b.r.top))
    const bottom = Math.min(...boxes.map((b) => b.r.bottom))
    if (top >= bottom) {
      const lines = new Set(boxes.map((b) => Math.round(b.r.top / 8)))
      found.push(
        `the header's ${boxes.length} items are on ${lines.size} lines (${Math.round(header.getBoundingClientRect().height)}px tall)`
      )
    }
    for (const el of [header, header.querySelector(".ticker")]) {
      if (el !== null && el.scrollWidth > el.clientWidth + 1)
        found.push(`.${el.className.split(" ")[0]} is ${el.scrollWidth}px wide in ${el.clientWidth}px`)
    }
    return found
  })

/**
 * The cells of a table row a person cannot read whole (issue 72's positions table): a cell (a cell of buttons: each
 * of its buttons) must lie wholly inside the box that scrolls the table sideways and be what is painted at its left,
 * middle and right (`elementFromPoint`: not a sticky cell over it, not a notice). With `scroll` false the box is
 * read as first shown (scrolled to its start), so every cell must be readable without a scroll; with `scroll` true
 * the box is moved across its whole width in steps and each cell must be readable at one of them at least, while a
 * sticky cell (the Symbol column, the row's buttons) must be readable at every one: the two never cover each other.
 * The row is brought to the middle of the window first (and the box scrolled back to its start after).
 */
export const unreadCells = (page: Page, row: string, scroll: boolean): Promise<ReadonlyArray<string>> =>
  page.evaluate(
    ([selector, moving]) => {
      const tr = document.querySelector(selector as string)
      if (tr === null) return [`no ${selector}`]
      tr.scrollIntoView({ block: "center", inline: "nearest" })
      let box: HTMLElement = document.documentElement
      for (let p = tr.parentElement; p !== null; p = p.parentElement)
        if (/(auto|scroll)/.test(getComputedStyle(p).overflowX)) {
          box = p
          break
        }
      const cells = Array.from(tr.querySelectorAll(":scope > td"))
      const targets = (cell: Element): ReadonlyArray<Element> => {
        const buttons = Array.from(cell.querySelectorAll("button"))
        return buttons.length > 0 ? buttons : [cell]
      }
      // wholly inside the box's visible part and the window, and on top at its left, middle and right
      const readable = (el: Element): boolean => {
        const r = el.getBoundingClientRect()
        const b = box === document.documentElement ? { left: 0, right: innerWidth } : box.getBoundingClientRect()
        const left = Math.max(b.left + box.clientLeft, 0)
        const right = Math.min(b.left + box.clientLeft + box.clientWidth, innerWidth)
        if (r.width <= 0 || r.left < left - 1 || r.right > right + 1) return false
        const y = r.top + r.height / 2
        return [r.left + 2, r.left + r.width / 2, r.right - 2].every((x) =>
          el.contains(document.elementFromPoint(x, y))
        )
      }
      const sticky = (cell: Element) => getComputedStyle(cell).position === "sticky"
      const max = moving ? box.scrollWidth - box.clientWidth : 0
      const stops: Array<number> = []
      for (let at = 0; at < max; at += 16) stops.push(at)
      stops.push(max)
      const seen = new Set<Element>()
      const found = new Set<string>()
      const name = (el: Element, cell: Element) =>
        `${cell.getAttribute("data-label") || "buttons"}: "${(el.textContent ?? "").trim().slice(0, 24)}"`
      for (const at of stops) {
        box.scrollLeft = at
        for (const cell of cells)
          for (const el of targets(cell)) {
            if (readable(el)) seen.add(el)
            else if (sticky(cell)) found.add(`${name(el, cell)} covered or out of view at scroll ${at}`)
          }
      }
      box.scrollLeft = 0
      for (const cell of cells)
        for (const el of targets(cell))
          if (!seen.has(el)) found.add(`${name(el, cell)} never whole and on top${moving ? " at any scroll" : ""}`)
      return [...found]
    },
    [row, scroll] as const
  )

/**
 * Text drawn over other text: the boxes of every visible piece of text (each line of each text node, cut to the
 * boxes that clip it) compared pairwise; two from different elements that overlap by more than a pixel each way are
 * reported.
 */
export const overlappingText = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => {
    interface Piece {
      readonly owner: Element
      readonly text: string
      readonly left: number
      readonly top: number
      readonly right: number
      readonly bottom: number
    }
    const pieces: Array<Piece> = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim()
      const owner = node.parentElement
      if (text === "" || owner === null) continue
      const style = getComputedStyle(owner)
      if (style.visibility === "hidden" || Number(style.opacity) === 0) continue
      if (owner.closest("option, script, style, noscript") !== null) continue
      // the boxes that clip it
      let clip = { left: 0, top: 0, right: innerWidth, bottom: innerHeight }
      for (let p = owner.parentElement; p !== null; p = p.parentElement) {
        const s = getComputedStyle(p)
        if (!/(auto|scroll|hidden|clip)/.test(`${s.overflowX} ${s.overflowY}`)) continue
        const c = p.getBoundingClientRect()
        clip = {
          left: Math.max(clip.left, c.left),
          top: Math.max(clip.top, c.top),
          right: Math.min(clip.right, c.right),
          bottom: Math.min(clip.bottom, c.bottom)
        }
      }
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const r of Array.from(range.getClientRects())) {
        const piece = {
          owner,
          text,
          left: Math.max(r.left, clip.left),
          top: Math.max(r.top, clip.top),
          right: Math.min(r.right, clip.right),
          bottom: Math.min(r.bottom, clip.bottom)
        }
        if (piece.right - piece.left > 1 && piece.bottom - piece.top > 1) pieces.push(piece)
      }
    }
    const found: Array<string> = []
    for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const a = pieces[i] as Piece
        const b = pieces[j] as Piece
        if (a.owner === b.owner) continue
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        if (x > 1 && y > 1) found.push(`"${a.text.slice(0, 24)}" overlaps "${b.text.slice(0, 24)}"`)
      }
    }
    return found.slice(0, 20)
  })

/**
 * Records the text the page draws on its canvases (the charts' axis labels), with each label's box in the canvas's
 * pixels: `fillText` is wrapped, the box taken from `measureText` at the context's alignment, baseline and transform.
 * Each canvas keeps what it drew in its last animation frame. Added to a context before its page loads.
 */
export const canvasLabelProbe = (): void => {
  interface Drawn {
    readonly text: string
    readonly left: number
    readonly right: number
    readonly top: number
    readonly bottom: number
  }
  const seen = new WeakMap<HTMLCanvasElement, { frame: number; labels: Array<Drawn> }>()
  let frame = 0
  const tick = () => {
    frame++
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  const original = CanvasRenderingContext2D.prototype.fillText
  CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
    const m = this.measureText(text)
    const t = this.getTransform()
    const box = {
      text,
      left: t.a * (x - m.actualBoundingBoxLeft) + t.e,
      right: t.a * (x + m.actualBoundingBoxRight) + t.e,
      top: t.d * (y - m.actualBoundingBoxAscent) + t.f,
      bottom: t.d * (y + m.actualBoundingBoxDescent) + t.f
    }
    const entry = seen.get(this.canvas)
    if (entry === undefined || entry.frame !== frame) seen.set(this.canvas, { frame, labels: [box] })
    else entry.labels.push(box)
    return maxWidth === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, maxWidth)
  }
  ;(window as unknown as { __canvasLabels: (canvas: HTMLCanvasElement) => ReadonlyArray<Drawn> }).__canvasLabels = (
    canvas
  ) => seen.get(canvas)?.labels ?? []
}

/**
 * The price chart's labels that are cut or drawn over each other (needs `canvasLabelProbe`): on the time axis a label
 * reaching past either end of the axis; on any of the chart's canvases two labels whose boxes overlap by more than a
 * pixel each way.
 */
export const chartLabelProblems = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => {
    interface Drawn {
      readonly text: string
      readonly left: number
      readonly right: number
      readonly top: number
      readonly bottom: number
    }
    const labelsOf = (window as unknown as { __canvasLabels?: (canvas: HTMLCanvasElement) => ReadonlyArray<Drawn> })
      .__canvasLabels
    if (labelsOf === undefined) return ["the canvas probe is not installed"]
    const chart = document.querySelector('[data-testid="chart"]')
    const rows = chart?.querySelectorAll("table tr")
    if (chart === null || rows === undefined || rows.length === 0) return ["no chart drawn"]
    const found: Array<string> = []
    const timeAxis = new Set(Array.from(rows[rows.length - 1]?.querySelectorAll("canvas") ?? []))
    let timeLabels = 0
    for (const canvas of Array.from(chart.querySelectorAll("canvas"))) {
      const labels = labelsOf(canvas)
      if (timeAxis.has(canvas)) {
        timeLabels += labels.length
        for (const l of labels)
          if (l.left < -0.5 || l.right > canvas.width + 0.5)
            found.push(
              `time label "${l.text}" is cut (${Math.round(l.left)}–${Math.round(l.right)} of ${canvas.width})`
            )
      }
      for (let i = 0; i < labels.length; i++) {
        for (let j = i + 1; j < labels.length; j++) {
          const a = labels[i] as Drawn
          const b = labels[j] as Drawn
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left)
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
          if (x > 1 && y > 1) found.push(`chart label "${a.text}" overlaps "${b.text}"`)
        }
      }
    }
    if (timeLabels === 0) found.push("no time label drawn")
    return found
  })
