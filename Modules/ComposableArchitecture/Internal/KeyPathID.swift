/// Identifies the effects of one ``Reducer/ifLet(_:action:then:)`` or
/// ``Reducer/forEach(_:action:element:)`` so they can be cancelled when their state goes away.
struct KeyPathID<Element: Hashable & Sendable>: Hashable, Sendable {
  // Key paths are immutable values, so sharing one across tasks is safe even though the
  // standard library does not mark the type Sendable.
  nonisolated(unsafe) let keyPath: AnyKeyPath
  let element: Element
}
