// The doc comment examples of Modules/PrimeTime/Feed/Feed.swift, compiled; never run.
import ComposableArchitecture
import Feed

private enum FeedDocExamples {
  @Reducer
  struct Journal {
    @ObservableState struct State { var feed = Feed<String>.State(capacity: 200) }
    enum Action { case record(String), feed(Feed<String>.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.feed, action: \.feed) { Feed() }
      Reduce { state, action in
        if case .record(let text) = action { state.feed.append(text) }
        return .none
      }
    }
  }

  static func state() {
    var feed = Feed<String>.State(capacity: 2)
    feed.append("Added 7")
    feed.clear()
    feed.undoClear()  // ["Added 7"] again
  }

  static func offsets(old: Feed<String>.State, new: Feed<String>.State) {
    let removed = new.offset - old.offset  // rows gone from the front
    let appended = new.endOffset - old.endOffset  // rows come at the end
    _ = (removed, appended)
  }
}
