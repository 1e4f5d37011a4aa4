/**
 * The market list with its option chain: its own chunk, loaded once the ticker, the book and the chart are drawn
 * (the first useful paint does not wait for the category's tickers, nor for their table), with their style.
 */
import "./Markets.css"

export { MarketList } from "./MarketList.js"
