// The doc comment examples of Modules/Core/ComposableArchitecture/Effects/Deadline.swift, compiled; never run.

import ComposableArchitecture
import FileClient
import Foundation

private enum DeadlineDocExamples {
  static func save(_ data: Data, as name: String) async {
    @Dependency(\.fileClient) var fileClient
    let saved = await withDeadline(.seconds(5)) {
      (try? await fileClient.save(name, data)) != nil
    }
    if saved == nil { print("\(name) did not answer within 5 seconds") }
  }
}
