/**
 * CopyTrading: the calls of the v3-era bybit-api copy-trading client that its hand-written module does not define,
 * all on the shared v2 public paths (server time, announcements), as aliases of InverseV2's definitions with their
 * legacy signing and envelope.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/CopyTrading.json`: change the table
 * (or the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import { callable } from "../../BybitHttp.js"
import type * as Endpoint from "../../Endpoint.js"
import { alias } from "../Alias.js"
import * as InverseV2 from "../InverseV2.js"
import * as InverseV2Generated from "./InverseV2.js"

/**
 * `GET /v2/public/time` (bybit-api `getServerTime`): the InverseV2 definition `getServerTime`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getServerTime = alias(InverseV2.serverTime, "getServerTime")

/**
 * `GET /v2/public/announcement` (bybit-api `getAnnouncements`): the InverseV2 definition `getApiAnnouncements`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getAnnouncements = alias(InverseV2Generated.getApiAnnouncements, "getAnnouncements")

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [getServerTime, getAnnouncements]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  getServerTime: callable(getServerTime),
  getAnnouncements: callable(getAnnouncements)
} as const
