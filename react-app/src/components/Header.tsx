import { lazy, Suspense } from "react"
import { useAtom } from "../atom-react/index.js"
import { type EnvName, envAtom, envNames } from "../atoms/Config.js"
import { type Category, categories, categoryAtom, optionBaseAtom, optionBases } from "../atoms/Url.js"

// the live parts (ticker, stream states) come with the market chunk
const TickerSummary = lazy(() => import("./Market.js").then((m) => ({ default: m.TickerSummary })))
const ConnectionBadges = lazy(() => import("./Market.js").then((m) => ({ default: m.ConnectionBadges })))

const isEnvName = (value: string): value is EnvName => (envNames as ReadonlyArray<string>).includes(value)
const isCategory = (value: string): value is Category => (categories as ReadonlyArray<string>).includes(value)

/** The top bar: environment and category, the option base coin, the ticker and both streams' states. */
export function Header() {
  const [env, setEnv] = useAtom(envAtom)
  const [category, setCategory] = useAtom(categoryAtom)
  const [base, setBase] = useAtom(optionBaseAtom)
  return (
    <header className="header">
      <span className="brand">effect-bybit</span>
      <span className="pickers">
        {/* each label's word is also its tooltip: at 1024 px the words give way to keep the row on one line */}
        <label title="env: the emulator, testnet, demo or live">
          <span className="label-text">env</span>
          <select
            data-testid="env-select"
            value={env}
            onChange={(event) => {
              if (isEnvName(event.target.value)) setEnv(event.target.value)
            }}
          >
            {envNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label title="category">
          <span className="label-text">category</span>
          <select
            data-testid="category-select"
            value={category}
            onChange={(event) => {
              if (isCategory(event.target.value)) setCategory(event.target.value)
            }}
          >
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {category === "option" ? (
          <label title="base: the options' base coin">
            <span className="label-text">base</span>
            <select data-testid="option-base" value={base} onChange={(event) => setBase(event.target.value)}>
              {optionBases.map((coin) => (
                <option key={coin} value={coin}>
                  {coin}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </span>
      <Suspense fallback={<span className="ticker muted">…</span>}>
        <TickerSummary />
        <ConnectionBadges />
      </Suspense>
    </header>
  )
}
