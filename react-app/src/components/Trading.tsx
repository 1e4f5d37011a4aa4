/**
 * The account side of the page, loaded after the first paint (its own chunk): order entry, the account tabs and
 * the fill notices, the replay bar (shown only while the emulator replays) and the buy/sell ratio under the book,
 * with their style.
 */
import "./Trading.css"

export { AccountTabs } from "./AccountTabs.js"
export { FillNotices } from "./Notices.js"
export { OrderEntry } from "./OrderEntry.js"
export { RatioBar } from "./RatioBar.js"
export { ReplayBar } from "./ReplayBar.js"
