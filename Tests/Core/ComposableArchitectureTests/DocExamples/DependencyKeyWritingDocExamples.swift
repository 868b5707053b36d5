// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/DependencyKeyWriting.swift, compiled; never run.

import CombineSchedulers
import ComposableArchitecture
import Dependencies
import FileClient
import Foundation

extension DependencyValues {
  fileprivate var apiClient: DependencyKeyWritingDocExamples.APIClient {
    get { self[DependencyKeyWritingDocExamples.APIClient.self] }
    set { self[DependencyKeyWritingDocExamples.APIClient.self] = newValue }
  }

  fileprivate var main: AnySchedulerOf<DispatchQueue> {
    get { self[DependencyKeyWritingDocExamples.MainKey.self] }
    set { self[DependencyKeyWritingDocExamples.MainKey.self] = newValue }
  }
}

private enum DependencyKeyWritingDocExamples {
  struct APIClient: DependencyKey, Sendable {
    var fetch: @Sendable () async throws -> String

    static let liveValue = Self(fetch: { "live" })
    static let demo = Self(fetch: { "demo" })
    static let mock = Self(fetch: { "mock" })
  }

  enum MainKey: DependencyKey {
    static var liveValue: AnySchedulerOf<DispatchQueue> { .main }
  }

  struct SaveDisabled: Error {}

  @Reducer
  struct Tour {
    struct State: Equatable {}
    enum Action { case nextButtonTapped }

    @Dependency(\.apiClient) var apiClient

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Onboarding {
    struct State: Equatable { var tour = Tour.State() }
    enum Action { case tour(Tour.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.tour, action: \.tour) { Tour() }
        .dependency(\.apiClient, .demo)
    }
  }

  @Reducer
  struct Feature {
    struct State: Equatable {}
    enum Action { case refreshButtonTapped }

    @Dependency(\.apiClient) var apiClient

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct FeaturePreview {
    typealias State = Feature.State
    typealias Action = Feature.Action

    var body: some ReducerOf<Self> {
      Feature()
        .dependency(APIClient.mock)
    }
  }

  @Reducer
  struct Settings {
    struct State: Equatable {}
    enum Action { case saveButtonTapped }

    @Dependency(\.fileClient) var fileClient
    @Dependency(\.mainQueue) var mainQueue

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct ReadOnlySettings {
    typealias State = Settings.State
    typealias Action = Settings.Action

    var body: some ReducerOf<Self> {
      Settings()
        .transformDependency(\.fileClient) { client in
          client.save = { _, _ in throw SaveDisabled() }
        }
    }
  }

  @Reducer
  struct Search {
    struct State: Equatable {}
    enum Action { case queryChanged(String) }

    @Dependency(\.main) var main

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct App {
    struct State: Equatable {
      var search = Search.State()
      var settings = Settings.State()
    }
    enum Action {
      case search(Search.Action)
      case settings(Settings.Action)
    }

    // Search reads @Dependency(\.main); Settings reads @Dependency(\.mainQueue).
    var body: some ReducerOf<Self> {
      CombineReducers {
        Scope(state: \.search, action: \.search) { Search() }
        Scope(state: \.settings, action: \.settings) { Settings() }
      }
      .dependency(alias: \.main, to: \.mainQueue)
    }
  }
}
