import * as Result from "effect/Result"
import { lazy, StrictMode, Suspense } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./App.js"
import { RegistryProvider } from "./atom-react/index.js"
import { appConfigAtom, decode, originAtom } from "./atoms/Config.js"
import styles from "./styles.css?inline"

// The page's style rides in this file (compressed with it, no request of its own): the page is empty until this
// script renders, so nothing is drawn unstyled meanwhile.
const sheet = document.createElement("style")
sheet.textContent = styles
document.head.append(sheet)

// `?view=sweep`: a sweep's results as pictures (a chunk of its own, loaded only there)
const SweepResultsPage = lazy(() =>
  import("./components/SweepResults.js").then((m) => ({ default: m.SweepResultsPage }))
)
const sweepView = new URLSearchParams(window.location.search).get("view") === "sweep"

const root = createRoot(document.getElementById("root") ?? document.body)

const showError = (text: string) => {
  root.render(
    <div className="fatal" role="alert">
      <h1>effect-bybit</h1>
      <p>{text}</p>
    </div>
  )
}

// The configuration comes from the server that serves the page (emulator port, demo keys, proxy prefixes).
fetch("/app-config.json")
  .then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(`/app-config.json answered ${response.status}`))
  )
  .then((json: unknown) => {
    const config = decode(json)
    if (Result.isFailure(config)) return showError(`Invalid /app-config.json: ${config.failure.message}`)
    root.render(
      <StrictMode>
        <RegistryProvider
          initialValues={[
            [appConfigAtom, config.success],
            [originAtom, window.location.origin]
          ]}
        >
          {sweepView ? (
            <Suspense fallback={null}>
              <SweepResultsPage />
            </Suspense>
          ) : (
            <App />
          )}
        </RegistryProvider>
      </StrictMode>
    )
  })
  .catch((error: unknown) =>
    showError(`Cannot load /app-config.json: ${error instanceof Error ? error.message : String(error)}`)
  )
