import type { AccountState } from "effect-bybit"
import { type SavedTriggerBy, type TriggerBy, triggerByNames } from "../atoms/PositionTools.js"
import * as Format from "../lib/Format.js"
import type * as Pnl from "../lib/Pnl.js"
import { NumCell, SideCell } from "./Rows.js"

const shown = (text: string | undefined): boolean => text !== undefined && text !== "" && Number(text) !== 0

/** The price a stop triggers by, after its price: "(Mark)"; nothing when not known. */
function By(props: { readonly testId: string; readonly by: TriggerBy | undefined }) {
  const label = triggerByNames.find((t) => t.value === props.by)?.label
  return label === undefined ? null : (
    <span className="muted" data-testid={props.testId}>
      {` (${label})`}
    </span>
  )
}

/**
 * A position's figures, one cell per column before the buttons: symbol, side, size, value, entry, mark, liquidation
 * price, leverage, position margin, uPnL, ROE, realised PnL and TP/SL (with the trailing stop when there is one).
 */
export function PositionCells(props: {
  readonly position: AccountState.Position
  readonly side: "Buy" | "Sell"
  /** The position valued at the live mark (else at the mark of its last push). */
  readonly valued: Pnl.Valued
  /** The decimals prices are written with (the symbol's tick). */
  readonly decimals: number
  /** The symbol's lot step, when known. */
  readonly qtyStep: string | undefined
  /** The prices its TP and SL trigger by, as saved from this page (the position list does not say). */
  readonly triggerBy?: SavedTriggerBy | undefined
}) {
  const { position, side, valued, decimals } = props
  const pnl = valued.upnl ?? 0
  const realised = Number(position.curRealisedPnl ?? 0)
  return (
    <>
      <td data-label="Symbol">{position.symbol}</td>
      <SideCell up={side === "Buy"}>{side === "Buy" ? "Long" : "Short"}</SideCell>
      <NumCell label="Size" testId="position-size">
        {Format.lot(position.size, props.qtyStep)}
      </NumCell>
      <NumCell label="Value" testId="position-value">
        {shown(position.positionValue) ? Format.amount(position.positionValue, 4) : "—"}
      </NumCell>
      <NumCell label="Entry">{Format.price(position.entryPrice, decimals)}</NumCell>
      <td
        data-label="Mark"
        className="num"
        data-testid="position-mark"
        title={valued.live ? "Live mark price" : "Mark price of the last position update"}
      >
        {Format.price(valued.mark, decimals)}
      </td>
      <NumCell label="Liq." testId="position-liq">
        {position.liqPrice === undefined || position.liqPrice === "" ? "—" : Format.price(position.liqPrice, decimals)}
      </NumCell>
      <NumCell label="Lev." testId="position-leverage">
        {position.leverage ? `${Format.amount(position.leverage, 2)}x` : "—"}
      </NumCell>
      <NumCell label="Margin" testId="position-im">
        {shown(position.positionIM) ? Format.amount(position.positionIM, 4) : "—"}
      </NumCell>
      <td data-label="uPnL" className={`num ${pnl >= 0 ? "up" : "down"}`} data-testid="position-upnl">
        {Format.pnl(valued.upnl)}
      </td>
      <td data-label="ROE" className={`num ${pnl >= 0 ? "up" : "down"}`} data-testid="position-roe">
        {valued.roe === undefined ? "—" : Format.percent(valued.roe / 100)}
      </td>
      <td
        data-label="Realised"
        className={`num ${realised >= 0 ? "up" : "down"}`}
        data-testid="position-realised"
        title="Realised PnL of the position (fees and funding included)"
      >
        {Format.pnl(position.curRealisedPnl ?? "0")}
      </td>
      {/* the TP over the SL where the table is short of room, each kept whole (one position's row fits 1440 px); one
          span in the cell, the phone's card lays the cell out as its label and one value */}
      <td data-label="TP / SL" className="num stops-cell" data-testid="position-tpsl">
        <span className="stops">
          <span className="stop">
            {shown(position.takeProfit) ? Format.price(position.takeProfit, decimals) : "—"}
            <By testId="position-tp-by-shown" by={shown(position.takeProfit) ? props.triggerBy?.tp : undefined} /> /
          </span>{" "}
          <span className="stop">
            {shown(position.stopLoss) ? Format.price(position.stopLoss, decimals) : "—"}
            <By testId="position-sl-by-shown" by={shown(position.stopLoss) ? props.triggerBy?.sl : undefined} />
          </span>
          {shown(position.trailingStop) ? (
            <>
              {" "}
              <span className="muted stop" data-testid="position-trailing-shown">
                · trail {Format.price(position.trailingStop, decimals)}
              </span>
            </>
          ) : null}
        </span>
      </td>
    </>
  )
}
