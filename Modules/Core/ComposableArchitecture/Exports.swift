@_exported import CasePaths
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
@_exported import PerceptionCore
@_exported import Sharing

// On Linux, URLSession and its kin live in FoundationNetworking, which Apple's Foundation
// includes: a feature that creates a `URLSession` (a live dependency, a test's own session)
// compiles here as it does there.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
