/**
 * The whole peer table: every served V5 endpoint a peer has a method for, by family.
 */
import type { Row } from "../Peers.js"
import * as Market from "./Market.js"
import * as Trade from "./Trade.js"

/** Every row of every family. */
export const all: ReadonlyArray<Row> = [...Market.market, ...Market.misc, ...Trade.trade, ...Trade.position]
