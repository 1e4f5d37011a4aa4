/**
 * Test harness: the fleet's secret the tests' runners, workers and in-process fleets hold (FleetSecret), and another
 * one (what a rogue peer or a misconfigured worker holds).
 */
import * as Redacted from "effect/Redacted"
import * as FleetSecret from "../../src/Cluster/FleetSecret.js"

/** The secret (EFFECT_BYBIT_FLEET_SECRET of the tests' processes). */
export const fleetSecret = "fleet-test-secret-0123456789abcdef-0123456789abcdef"

/** A secret of the right length that is not the fleet's. */
export const otherSecret = "not-the-fleet-secret-0123456789abcdef-0123456789"

/** The fleet's secret as a layer, for in-process fleets (`Fleet.layer` over `SessionHost.layer` on a TestRunner). */
export const layer = FleetSecret.layer({ secret: Redacted.make(fleetSecret) })
