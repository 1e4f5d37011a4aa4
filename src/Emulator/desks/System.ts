/**
 * The system desk (`/v5/system/status`, `/v5/announcements/index`), both public. The maintenance list is the one the
 * misc stream (`system.status`) publishes, set with the `system-status` admin command, so REST and WebSocket
 * always agree. Announcements are the exchange's own history: a "New Listings" entry for every instrument the
 * emulator lists (at its launch time, newest first), and a "Maintenance Updates" entry for every maintenance in the
 * status list. Filters (`type`, `tag`) and `page`/`limit` paging work as documented; the `locale` is required.
 *
 * @since 0.1.0
 */

import * as Misc from "../../Http/v5/Misc.js"
import * as Announcement from "../../Schema/Announcement.js"
import { int, nonEmpty, ok, type Params, paramError } from "../base/Handler.js"
import type { Faults, SystemStatusEntry } from "../Faults.js"
import * as Instruments from "../market/Instruments.js"
import * as Desk from "./Desk.js"

const STATES = ["scheduled", "ongoing", "completed", "canceled"]
const LOCALES: ReadonlySet<string> = new Set(Announcement.Locale.literals)
const TYPES: Readonly<Record<string, string>> = {
  new_crypto: "New Listings",
  latest_bybit_news: "Latest Bybit News",
  delistings: "Delistings",
  latest_activities: "Latest Activities",
  product_updates: "Product Updates",
  maintenance_updates: "Maintenance Updates",
  new_fiat_listings: "New Fiat Listings",
  other: "Other"
}
const PRODUCT_TAGS: Readonly<Record<Instruments.Category, ReadonlyArray<string>>> = {
  spot: ["Spot", "Spot Listings"],
  linear: ["Derivatives", "USDT"],
  inverse: ["Derivatives", "Inverse"],
  option: ["Derivatives", "Options"]
}

interface Item {
  readonly title: string
  readonly description: string
  readonly type: { readonly title: string; readonly key: string }
  readonly tags: ReadonlyArray<string>
  readonly url: string
  readonly dateTimestamp: number
  readonly publishTime: number
}

const listing = (i: Instruments.Instrument, locale: string): Item => ({
  title: `New Listing: ${i.symbol} (${i.category})`,
  description: `Bybit lists ${i.symbol} for ${i.category} trading.`,
  type: { title: TYPES.new_crypto ?? "", key: "new_crypto" },
  tags: PRODUCT_TAGS[i.category],
  url: `https://announcements.bybit.com/${locale}/article/new-listing-${i.category}-${i.symbol.toLowerCase()}/`,
  dateTimestamp: i.launchTime,
  publishTime: i.launchTime
})

const maintenance = (m: SystemStatusEntry, locale: string): Item => ({
  title: m.title,
  description: `${m.title} (${m.state}).`,
  type: { title: TYPES.maintenance_updates ?? "", key: "maintenance_updates" },
  tags: ["Upgrades"],
  url: m.href === "" ? `https://announcements.bybit.com/${locale}/article/maintenance-${m.id}/` : m.href,
  dateTimestamp: Number(m.begin),
  publishTime: Number(m.begin)
})

/**
 * The desk, on the fault state's status list.
 *
 * @since 0.1.0
 * @category models
 */
export class SystemDesk implements Desk.Desk {
  readonly name = "system"
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(private readonly faults: Faults) {
    this.routes = [
      Desk.route(Misc.systemStatus, (_c, p) => this.status(p)),
      Desk.route(Misc.announcements, (_c, p, n) => this.announcements(p, n))
    ]
  }

  private status(p: Params) {
    const state = nonEmpty(p, "state")
    if (state !== undefined && !STATES.includes(state)) return paramError(`state invalid: ${state}`)
    const id = nonEmpty(p, "id")
    const list = this.faults.systemStatus.filter(
      (m) => (id === undefined || m.id === id) && (state === undefined || m.state === state)
    )
    return ok({ list })
  }

  private announcements(p: Params, now: number) {
    const locale = nonEmpty(p, "locale")
    if (locale === undefined) return paramError("locale is required")
    if (!LOCALES.has(locale)) return paramError(`locale invalid: ${locale}`)
    const type = nonEmpty(p, "type")
    if (type !== undefined && TYPES[type] === undefined) return paramError(`type invalid: ${type}`)
    const tag = nonEmpty(p, "tag")
    const pageNo = int(p, "page") ?? 1
    const limit = int(p, "limit") ?? 20
    if (Number.isNaN(pageNo) || pageNo < 1) return paramError("page invalid")
    if (Number.isNaN(limit) || limit < 1 || limit > 100) return paramError("limit invalid")
    const all = [
      ...Instruments.all.filter((i) => i.launchTime <= now).map((i) => listing(i, locale)),
      ...this.faults.systemStatus.map((m) => maintenance(m, locale))
    ]
      .filter((a) => (type === undefined || a.type.key === type) && (tag === undefined || a.tags.includes(tag)))
      .sort((a, b) => b.publishTime - a.publishTime || a.title.localeCompare(b.title))
    return ok({ total: all.length, list: all.slice((pageNo - 1) * limit, pageNo * limit) })
  }
}
