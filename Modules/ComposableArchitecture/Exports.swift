@_exported import CasePaths
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
