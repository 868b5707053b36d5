import FileLayer

/// Why a file key could not read or write its file (the file layer's error, named here for
/// those who import only Sharing): the system's error, a file it refuses to read, or another
/// process holding the file's lock.
///
/// ```swift
/// do { try await $tags.save() } catch let error as FileError where error.isLockHeld {
///   print("try again in a moment")
/// }
/// ```
public typealias FileError = FileLayer.FileError
