import FileLayer

/// Another process held a file's lock for longer than a save may wait (the file layer's
/// error, named here for those who import only Sharing).
///
/// ```swift
/// do { try await $tags.save() } catch is FileLockTimeout { print("try again in a moment") }
/// ```
public typealias FileLockTimeout = FileLayer.FileLockTimeout
