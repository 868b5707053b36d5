// The doc comment examples of Modules/PrimeTime/AppFeature/SharedKey+TourRecord.swift, compiled; never run.
import AppFeature
import ComposableArchitecture

private enum SharedKeyTourRecordDocExamples {
  static func finish() {
    @Shared(.tourRecord) var tourRecord
    $tourRecord.withLock { $0 = Onboarding.Record(finished: true) }
  }
}
