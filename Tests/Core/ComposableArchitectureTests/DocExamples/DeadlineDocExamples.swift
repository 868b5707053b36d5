// The doc comment examples of Modules/Core/ComposableArchitecture/Effects/Deadline.swift, compiled; never run.

import ComposableArchitecture
import FileClient
import Foundation

private enum DeadlineDocExamples {
  static func read(_ name: String) async {
    @Dependency(\.fileClient) var fileClient
    let read = await withDeadline(.seconds(5)) {
      try? await fileClient.contents(of: name)
    }
    if read == nil { print("\(name) did not answer within 5 seconds") }
  }
}
