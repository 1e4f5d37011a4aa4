/**
 * Platform announcements (`/v5/announcements/index`): public, paged by `page`/`limit`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * Announcement language (`locale`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Locale = LazySchema.make(() =>
  Schema.Literals([
    "de-DE",
    "en-US",
    "es-AR",
    "es-ES",
    "es-MX",
    "fr-FR",
    "kk-KZ",
    "id-ID",
    "uk-UA",
    "ja-JP",
    "ru-RU",
    "th-TH",
    "pt-BR",
    "tr-TR",
    "vi-VN",
    "zh-TW",
    "ar-SA",
    "hi-IN",
    "fil-PH"
  ])
)

/**
 * A value of {@link Locale}.
 *
 * @since 0.1.0
 * @category models
 */
export type Locale = typeof Locale.Type

/**
 * Announcement type key (`type`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const AnnouncementType = LazySchema.make(() =>
  Schema.Literals([
    "new_crypto",
    "latest_bybit_news",
    "delistings",
    "latest_activities",
    "product_updates",
    "maintenance_updates",
    "new_fiat_listings",
    "other"
  ])
)

/**
 * {@link AnnouncementType} in responses: the known keys or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AnnouncementTypeTolerant = LazySchema.make(() => Enums.tolerant(AnnouncementType))

/**
 * The query of `/v5/announcements/index`: `locale` is required; `page` starts at 1 (default 1), `limit` defaults to 20.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AnnouncementsRequest = LazySchema.struct("AnnouncementsRequest", () => ({
  locale: Locale,
  type: Schema.optional(AnnouncementType),
  tag: Schema.optional(Schema.String),
  page: Schema.optional(Schema.Int),
  limit: Schema.optional(Schema.Int)
}))

/**
 * The parameters of an announcement query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AnnouncementsRequest extends Schema.Schema.Type<typeof AnnouncementsRequest> {}

/**
 * One announcement. The event window (`startDateTimestamp`/`endDateTimestamp`, ms) is meaningful only for
 * `latest_activities`; the docs table spells them `startDataTimestamp`/`endDataTimestamp`, so both spellings decode.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Announcement extends LazyClass.Class<Announcement>("Announcement")(() => ({
  title: Schema.String,
  description: Schema.String,
  type: Schema.Struct({ title: Schema.String, key: AnnouncementTypeTolerant }),
  tags: Schema.Array(Schema.String),
  url: Schema.String,
  dateTimestamp: Schema.Number,
  startDateTimestamp: Schema.optional(Schema.Number),
  endDateTimestamp: Schema.optional(Schema.Number),
  startDataTimestamp: Schema.optional(Schema.Number),
  endDataTimestamp: Schema.optional(Schema.Number),
  publishTime: Schema.optional(Schema.Number)
})) {}

/**
 * A page of announcements and the total count.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Announcements extends LazyClass.Class<Announcements>("Announcements")(() => ({
  total: Schema.Number,
  list: Schema.Array(Announcement)
})) {}
