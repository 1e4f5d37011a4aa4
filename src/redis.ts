/**
 * The Redis entry point (`effect-bybit/redis`): a `RateBudgetStore` in Redis, so a fleet of processes trading with
 * one API key shares one rate budget. Needs the `ioredis` package (an optional peer dependency).
 *
 * ```ts
 * import * as Redis from "effect-bybit/redis"
 * const budget = RateBudget.layerWithStore().pipe(Layer.provide(Redis.RedisBudgetStore.layer({ url, fleetSize: 4 })))
 * ```
 *
 * @since 0.2.0
 */

export * from "./Redis/index.js"
