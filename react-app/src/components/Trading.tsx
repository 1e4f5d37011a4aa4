/**
 * The account side of the page, loaded after the first paint (its own chunk): order entry, the account tabs and
 * the fill notices.
 */
export { AccountTabs } from "./AccountTabs.js"
export { FillNotices } from "./Notices.js"
export { OrderEntry } from "./OrderEntry.js"
