/**
 * V5 platform information: announcements and system maintenance status (public), and the institutional
 * dedicated-connection IP whitelist and its change log (signed, master key).
 *
 * @since 0.1.0
 */
import * as Announcement from "../../Schema/Announcement.js"
import * as Institution from "../../Schema/Institution.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as SystemStatus from "../../Schema/SystemStatus.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `GET /v5/announcements/index`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const announcements = Endpoint.make({
  name: "getAnnouncements",
  method: "GET",
  path: "/v5/announcements/index",
  auth: "public",
  request: Announcement.AnnouncementsRequest,
  response: Announcement.Announcements
})

/**
 * Bybit announcements in one language, newest first, by page (`page`/`limit`, with the `total` count).
 *
 * @since 0.1.0
 * @category misc
 */
export const getAnnouncements = callable(announcements)

/**
 * `GET /v5/system/status`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const systemStatus = Endpoint.make({
  name: "getSystemStatus",
  method: "GET",
  path: "/v5/system/status",
  auth: "public",
  request: SystemStatus.SystemStatusRequest,
  response: SystemStatus.SystemStatus
})

/**
 * Scheduled, ongoing and past platform maintenance (short interruptions under ~10 s are not announced).
 *
 * @since 0.1.0
 * @category misc
 */
export const getSystemStatus = callable(systemStatus)

/**
 * `GET /v5/ins/ip/changelog`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const insIpChangelog = Endpoint.make({
  name: "getInstitutionIpChangeLog",
  method: "GET",
  path: "/v5/ins/ip/changelog",
  auth: "private",
  request: Institution.IpChangeLogRequest,
  response: Institution.IpChangeLog,
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Changes to the institution's dedicated-hostname IP whitelist, page by page.
 *
 * @since 0.1.0
 * @category misc
 */
export const getInstitutionIpChangeLog = callable(insIpChangelog)

/**
 * `GET /v5/ins/whitelist/ip`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const insWhitelistIp = Endpoint.make({
  name: "getInstitutionWhitelistIp",
  method: "GET",
  path: "/v5/ins/whitelist/ip",
  auth: "private",
  request: NoParams.NoParams,
  response: Institution.Whitelist,
  masterOnly: true
})

/**
 * The institution's dedicated hostnames and the IPs whitelisted on each.
 *
 * @since 0.1.0
 * @category misc
 */
export const getInstitutionWhitelistIp = callable(insWhitelistIp)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [announcements, systemStatus, insIpChangelog, insWhitelistIp] as const
