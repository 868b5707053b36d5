/// What `key` holds now, for `Shared(require:)` and `SharedReader(require:)`: throws what the
/// load threw, or ``SharedLoadError/noValue`` when the key holds nothing.
func requiredValue<Key: SharedReaderKey>(of key: Key) async throws -> Key.Value {
  let loaded: Key.Value? = try await withCheckedThrowingContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation("\(key)") { continuation.resume(with: $0) })
  }
  guard let loaded else { throw SharedLoadError.noValue }
  return loaded
}
