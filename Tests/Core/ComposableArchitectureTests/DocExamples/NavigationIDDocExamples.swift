// The doc comment examples of Modules/Core/ComposableArchitecture/Internal/NavigationID.swift, compiled; never run.

@_spi(Internals) import ComposableArchitecture

private enum NavigationIDDocExamples {
  static func makePaths() {
    let path = NavigationIDPath(path: [NavigationID()])
    let root = NavigationIDPath()
    _ = (path, root)
  }

  static func makeAnID() {
    let id = NavigationID()
    _ = id
  }
}
