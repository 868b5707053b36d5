// Sieve.swift
//
// The n-th prime by a segmented sieve of Eratosthenes on a modulo-30 wheel.
//
// Layout: byte i of the sieve stands for the 30 numbers 30·i ..< 30·i + 30, and its
// bit k for the number 30·i + Wheel.residues[k]; the other 22 numbers of each block
// are multiples of 2, 3 or 5 and are never stored. A set bit means "still possibly prime".
//
// Per segment (a few hundred KiB, sieved left to right):
//  1. Pre-sieve: AND together precomputed repeating patterns that already have the
//     multiples of 7 … 127 removed, one L1-sized chunk at a time (much cheaper than
//     crossing those primes off: 7 alone would cost more than one crossing per byte).
//  2. Cross off the small sieving primes (≤ 4096) chunk by chunk while the chunk is in L1.
//  3. Cross off the larger sieving primes over the whole segment (in L2): they have few
//     multiples per chunk, so visiting them once per segment rather than once per chunk
//     saves most of their per-visit overhead.
//  4. Count the survivors with popcount; in the segment where the running count reaches n,
//     walk the words and then the bits to find the n-th prime.
//
// No upper bound on the n-th prime is needed for correctness: we sieve forward until the
// count is reached and extend the list of sieving primes whenever a segment needs more.
// An estimate is only used to size the buffers.

/// The n-th prime, exactly, by a segmented sieve of Eratosthenes.
public enum Sieve {
  /// The values of `n` accepted by ``nthPrime(_:)``.
  ///
  /// The largest answer is `nthPrime(100_000_000) == 2_038_074_743`.
  public static let supportedRange = 1...100_000_000

  /// Returns the `n`-th prime, counting 2 as the first.
  ///
  ///     try Sieve.nthPrime(1)          // 2
  ///     try Sieve.nthPrime(10)         // 29
  ///     try Sieve.nthPrime(1_000_000)  // 15_485_863
  ///
  /// Runs synchronously on the calling thread, single-threaded (about 17 ms for n = 10⁷
  /// and 0.25 s for n = 10⁸ in an optimized build on a 2.4 GHz EPYC). Between segments,
  /// about every millisecond, it checks `Task.isCancelled`, so a call made inside a task
  /// stops soon after the task is cancelled.
  ///
  /// `isCancelled` is asked between segments; by default it is the current task's
  /// cancellation, and a caller running the sieve on a thread of its own passes its flag.
  ///
  /// - Precondition: `supportedRange.contains(n)`.
  /// - Throws: `CancellationError` once `isCancelled` says so.
  public static func nthPrime(
    _ n: Int, isCancelled: () -> Bool = { Task.isCancelled }
  ) throws -> Int {
    precondition(
      supportedRange.contains(n), "Sieve.nthPrime: n = \(n) is outside \(supportedRange)")
    return try nthPrime(n, tuning: Tuning(), isCancelled: isCancelled)
  }

  /// `nthPrime` with explicit tuning; tests use it to force tiny segments and chunks.
  static func nthPrime(
    _ n: Int, tuning: Tuning, isCancelled: () -> Bool = { Task.isCancelled }
  ) throws -> Int {
    precondition(n >= 1)
    // 2, 3 and 5 are not on the wheel.
    switch n {
    case 1: return 2
    case 2: return 3
    case 3: return 5
    default: break
    }
    let estimate = estimatedNthPrime(n)
    return try PresieveTable.shared.bytes.withUnsafeBufferPointer { table in
      var sieve = SegmentedSieve(estimatedEnd: estimate, tuning: tuning, presieveTable: table)
      defer { sieve.deallocate() }
      return try sieve.findWheelPrime(rank: n - 3, isCancelled: isCancelled)
    }
  }

  /// Knobs of the sieve. The defaults were measured on a 32 KiB L1d / 512 KiB L2 machine
  /// (AMD EPYC); 128–384 KiB segments and small-prime limits of 2–8 Ki were within noise.
  struct Tuning: Sendable {
    /// Bytes per segment (30 numbers per byte); a multiple of `chunkBytes`. Half of L2.
    var segmentBytes = 256 * 1024
    /// Bytes per pre-sieve and small-prime chunk; a multiple of 256. The L1 data cache.
    var chunkBytes = 32 * 1024
    /// Sieving primes at most this large are crossed off per chunk, larger ones per
    /// segment. A prime p has about 8·chunkBytes/p multiples in a chunk, so up to this
    /// limit there are at least 64 per visit.
    var smallPrimeLimit = 4 * 1024
    /// How many of `PresieveTable.groups` to use; the rest are crossed off normally.
    var presieveGroups = PresieveTable.groups.count
    /// Sieving primes are first generated up to this bound (nil: from the estimate).
    /// Tests set it low to exercise on-demand extension.
    var initialSievingPrimeLimit: Int? = nil
  }

  /// An upper bound for the n-th prime, used to size buffers (Rosser: p_n < n(ln n + ln ln n)
  /// for n ≥ 6). Correctness does not depend on it.
  static func estimatedNthPrime(_ n: Int) -> Int {
    if n < 6 { return 13 }
    let x = Double(n)
    let lnx = naturalLog(x)
    return Int(x * (lnx + naturalLog(lnx))) + 30
  }

  /// Natural logarithm of x ≥ 1 to about 1e-11 relative error.
  /// (The standard library has no `log` without importing Foundation or the C library.)
  static func naturalLog(_ x: Double) -> Double {
    // x = s · 2^e with 1 ≤ s < 2, and ln s = 2·atanh(t) with t = (s − 1)/(s + 1) < 1/3.
    let t = (x.significand - 1) / (x.significand + 1)
    let t2 = t * t
    var term = t
    var sum = 0.0
    for k in stride(from: 1, through: 21, by: 2) {
      sum += term / Double(k)
      term *= t2
    }
    return Double(x.exponent) * 0.693_147_180_559_945_309_4 + 2 * sum
  }
}

// MARK: - Wheel

/// The modulo-30 wheel: which bit stands for which number.
enum Wheel {
  /// Bit k of byte i stands for 30·i + residues[k].
  static let residues = [1, 7, 11, 13, 17, 19, 23, 29]

  /// Position of residue r (mod 30) in `residues`. A switch rather than a table lookup,
  /// so that it folds to a constant when r is a constant.
  @inline(__always)
  static func bitIndex(ofResidue r: Int) -> Int {
    switch r {
    case 1: 0
    case 7: 1
    case 11: 2
    case 13: 3
    case 17: 4
    case 19: 5
    case 23: 6
    case 29: 7
    default: preconditionFailure("\(r) is not coprime to 30")
    }
  }

  /// A byte mask with only the bit of residue r cleared.
  @inline(__always)
  static func clearMask(residue r: Int) -> UInt8 {
    ~(UInt8(1) << UInt8(bitIndex(ofResidue: r)))
  }
}

// MARK: - Crossing off

/// A sieving prime p and where its next multiple to cross off is. The residue p mod 30 is not
/// stored: primes are kept in one list per residue class.
struct SievingPrime {
  /// p / 30.
  var quotient: UInt32
  /// Byte of the next multiple, relative to the start of the next chunk or segment sieved.
  var index: UInt32
  /// Position k of the next multiplier m in the wheel: m ≡ Wheel.residues[k] (mod 30).
  var wheelIndex: UInt32

  /// The prime p, starting at p² (smaller multiples have a smaller prime factor), with
  /// `index` relative to sieve byte `baseByte`.
  init(_ p: Int, baseByte: Int) {
    quotient = UInt32(p / 30)
    index = UInt32(p * p / 30 - baseByte)
    wheelIndex = UInt32(Wheel.bitIndex(ofResidue: p % 30))  // multiplier m = p
  }

  /// The prime p, starting at p itself (to build the pre-sieve patterns).
  init(crossingAllMultiplesOf p: Int) {
    quotient = UInt32(p / 30)
    index = UInt32(p / 30)
    wheelIndex = 0  // multiplier m = 1
  }
}

/// A residue modulo 30 as a type, so that the cross-off code is specialized per residue class
/// with its bit masks and byte carries folded to constants.
protocol WheelResidue { static var value: Int { get } }
enum Residue1: WheelResidue { static var value: Int { 1 } }
enum Residue7: WheelResidue { static var value: Int { 7 } }
enum Residue11: WheelResidue { static var value: Int { 11 } }
enum Residue13: WheelResidue { static var value: Int { 13 } }
enum Residue17: WheelResidue { static var value: Int { 17 } }
enum Residue19: WheelResidue { static var value: Int { 19 } }
enum Residue23: WheelResidue { static var value: Int { 23 } }
enum Residue29: WheelResidue { static var value: Int { 29 } }

/// Crosses off the multiples of every prime in `primes` in `sieve[0 ..< end]`; the primes
/// must all be ≡ Wheel.residues[residueClass] (mod 30).
func crossOff(
  _ primes: UnsafeMutableBufferPointer<SievingPrime>, residueClass: Int,
  in sieve: UnsafeMutablePointer<UInt8>, end: Int
) {
  switch residueClass {
  case 0: crossOff(primes, Residue1.self, in: sieve, end: end)
  case 1: crossOff(primes, Residue7.self, in: sieve, end: end)
  case 2: crossOff(primes, Residue11.self, in: sieve, end: end)
  case 3: crossOff(primes, Residue13.self, in: sieve, end: end)
  case 4: crossOff(primes, Residue17.self, in: sieve, end: end)
  case 5: crossOff(primes, Residue19.self, in: sieve, end: end)
  case 6: crossOff(primes, Residue23.self, in: sieve, end: end)
  default: crossOff(primes, Residue29.self, in: sieve, end: end)
  }
}

/// Crosses off the multiples of primes p ≡ R.value (mod 30) in `sieve[0 ..< end]`, then
/// rebases each prime's index to `end`, the start of whatever is sieved next.
///
/// Why the byte offsets are constants: p = 30q + r crosses off p·m for multipliers m coprime
/// to 30. With m = 30j + w, p·m lies in byte p·j + q·w + ⌊r·w/30⌋ at the bit of r·w mod 30.
/// So within one turn of the wheel (j fixed, w = 1, 7, …, 29) the 8 multiples sit at offsets
/// q·(w − 1) + ⌊r·w/30⌋ from the first one with fixed bits, and the next turn starts p bytes on.
func crossOff<R: WheelResidue>(
  _ primes: UnsafeMutableBufferPointer<SievingPrime>, _: R.Type,
  in sieve: UnsafeMutablePointer<UInt8>, end: Int
) {
  let r = R.value
  // Bit masks of the 8 multiples of one turn (constants once specialized; computed once
  // here rather than per crossing so that unoptimized builds are not needlessly slow).
  let m0 = Wheel.clearMask(residue: r)
  let m1 = Wheel.clearMask(residue: r * 7 % 30)
  let m2 = Wheel.clearMask(residue: r * 11 % 30)
  let m3 = Wheel.clearMask(residue: r * 13 % 30)
  let m4 = Wheel.clearMask(residue: r * 17 % 30)
  let m5 = Wheel.clearMask(residue: r * 19 % 30)
  let m6 = Wheel.clearMask(residue: r * 23 % 30)
  let m7 = Wheel.clearMask(residue: r * 29 % 30)
  for j in primes.indices {
    let q = Int(primes[j].quotient)
    var i = Int(primes[j].index)
    var k = Int(primes[j].wheelIndex)
    // Offsets of the 8 multiples of one turn from its first multiple (w = 1, offset 0).
    let o1 = q &* 6 &+ r * 7 / 30
    let o2 = q &* 10 &+ r * 11 / 30
    let o3 = q &* 12 &+ r * 13 / 30
    let o4 = q &* 16 &+ r * 17 / 30
    let o5 = q &* 18 &+ r * 19 / 30
    let o6 = q &* 22 &+ r * 23 / 30
    let o7 = q &* 28 &+ r * 29 / 30
    let p = q &* 30 &+ r  // offset of the next turn
    let lastTurnStart = end &- o7
    turns: while true {
      if k == 0 {
        // Whole turns while all 8 multiples lie below `end`: the hot loop.
        while i < lastTurnStart {
          let s = sieve + i
          s[0] &= m0
          s[o1] &= m1
          s[o2] &= m2
          s[o3] &= m3
          s[o4] &= m4
          s[o5] &= m5
          s[o6] &= m6
          s[o7] &= m7
          i &+= p
        }
      }
      // One checked multiple at a time from position k to the end of the turn: the
      // start of a chunk (k may be anything) and its end (fewer than 8 multiples left).
      switch k {
      case 0:
        if i >= end { break turns }
        sieve[i] &= m0
        i &+= o1; k = 1; fallthrough
      case 1:
        if i >= end { break turns }
        sieve[i] &= m1
        i &+= o2 &- o1; k = 2; fallthrough
      case 2:
        if i >= end { break turns }
        sieve[i] &= m2
        i &+= o3 &- o2; k = 3; fallthrough
      case 3:
        if i >= end { break turns }
        sieve[i] &= m3
        i &+= o4 &- o3; k = 4; fallthrough
      case 4:
        if i >= end { break turns }
        sieve[i] &= m4
        i &+= o5 &- o4; k = 5; fallthrough
      case 5:
        if i >= end { break turns }
        sieve[i] &= m5
        i &+= o6 &- o5; k = 6; fallthrough
      case 6:
        if i >= end { break turns }
        sieve[i] &= m6
        i &+= o7 &- o6; k = 7; fallthrough
      default:
        if i >= end { break turns }
        sieve[i] &= m7
        i &+= p &- o7; k = 0
      }
    }
    primes[j].index = UInt32(truncatingIfNeeded: i &- end)
    primes[j].wheelIndex = UInt32(truncatingIfNeeded: k)
  }
}

// MARK: - Pre-sieve

/// Repeating bit patterns with the multiples of the primes 7 … 127 already removed.
///
/// In sieve bytes, the multiples of a prime p repeat with a period of p bytes (30·p numbers),
/// so the multiples of a group of primes repeat with the product of the group as period.
/// Filling a chunk by ANDing a few such patterns costs a fraction of an instruction per byte,
/// whereas crossing off 7 alone would cost more than one per byte.
struct PresieveTable: Sendable {
  /// Groups of primes whose combined pattern is one buffer. Periods stay small
  /// (≤ 46 KiB; 0.5 MiB in all with the repeats) so that reading them stays cheap;
  /// four patterns are ANDed per pass.
  static let groups: [[Int]] = [
    [7, 11, 13, 17], [19, 23, 29], [31, 37, 41], [43, 47],
    [53, 59], [61, 67], [71, 73], [79, 83],
    [89, 97], [101, 103], [107, 109], [113, 127],
  ]

  /// Each pattern is stored as its period followed by `maxChunkBytes` more bytes of the
  /// same periodic content, so any chunk can be read contiguously from any phase.
  static let maxChunkBytes = 32 * 1024

  /// All patterns back to back.
  let bytes: [UInt8]
  /// Start of each pattern in `bytes`.
  let starts: [Int]
  /// Period in bytes of each pattern (the product of its primes).
  let periods: [Int]

  /// Built once per process, on first use (about 0.5 ms including page faults).
  static let shared = PresieveTable()

  init() {
    let periods = Self.groups.map { $0.reduce(1, *) }
    var starts: [Int] = []
    var total = 0
    for period in periods {
      starts.append(total)
      total += period + Self.maxChunkBytes
    }
    bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, initializedCount in
      for (g, group) in Self.groups.enumerated() {
        let pattern = buffer.baseAddress! + starts[g]
        let period = periods[g]
        // One period: all bits set, then every multiple of the group's primes crossed off.
        pattern.initialize(repeating: 0xFF, count: period)
        for p in group {
          var prime = [SievingPrime(crossingAllMultiplesOf: p)]
          prime.withUnsafeMutableBufferPointer { prime in
            crossOff(
              prime, residueClass: Wheel.bitIndex(ofResidue: p % 30), in: pattern, end: period)
          }
        }
        // Repeat it, doubling the copied length each time (memcpy is far cheaper
        // than a byte loop).
        let length = period + Self.maxChunkBytes
        var filled = period
        while filled < length {
          let count = min(filled, length - filled)
          (pattern + filled).initialize(from: pattern, count: count)
          filled += count
        }
      }
      initializedCount = total
    }
    self.starts = starts
    self.periods = periods
  }
}

// MARK: - Sieving primes

/// The odd primes in `lower + 1 ... upper`, ascending, from a plain sieve over odd numbers.
/// Only used up to a few ten thousands (√ of the largest number sieved).
func oddPrimes(above lower: Int, through upper: Int) -> [Int] {
  guard upper >= 3 else { return [] }
  var composite = [Bool](repeating: false, count: upper / 2 + 1)  // index i ↔ 2i + 1
  var primes: [Int] = []
  var n = 3
  while n <= upper {
    if !composite[n / 2] {
      if n > lower { primes.append(n) }
      var multiple = n * n
      while multiple <= upper {
        composite[multiple / 2] = true
        multiple += 2 * n
      }
    }
    n += 2
  }
  return primes
}

/// Integer square root: the largest r with r·r ≤ n. (Integer Newton iteration, which
/// converges from above; `Double.squareRoot()` would need libm linked in debug builds.)
func integerSquareRoot(_ n: Int) -> Int {
  precondition(n >= 0)
  if n < 2 { return n }
  var x = n / 2 + 1  // ≥ √n, and small enough that x + n / x cannot overflow
  var y = (x + n / x) / 2
  while y < x {
    x = y
    y = (x + n / x) / 2
  }
  return x
}

// MARK: - Popcount

/// Number of set bits in `byteCount` bytes at `bytes` (64-byte aligned, byteCount a multiple
/// of 256).
///
/// Without a target CPU flag the compiler may not use the POPCNT instruction, and a portable
/// popcount costs ~15 instructions per word. So this adds 16-byte vectors with carry-save
/// adders first (Harley–Seal): 16 vectors cost 15 adders (5 bit operations each) and a
/// single population count.
func countSetBits(_ bytes: UnsafeRawPointer, byteCount: Int) -> Int {
  typealias V = SIMD2<UInt64>
  /// Carry-save adder: (high, low) bits of a + b + c, lane-wise per bit.
  @inline(__always)
  func csa(_ a: V, _ b: V, _ c: V) -> (high: V, low: V) {
    let u = a ^ b
    return ((a & b) | (u & c), u ^ c)
  }
  @inline(__always)
  func load(_ offset: Int) -> V {
    bytes.load(fromByteOffset: offset, as: V.self)
  }
  @inline(__always)
  func popcount(_ v: V) -> Int {
    v[0].nonzeroBitCount &+ v[1].nonzeroBitCount
  }
  var total = 0
  var ones = V(), twos = V(), fours = V(), eights = V()
  var offset = 0
  while offset < byteCount {
    var twosA: V, twosB: V, foursA: V, foursB: V, eightsA: V, eightsB: V, sixteens: V
    (twosA, ones) = csa(ones, load(offset), load(offset &+ 16))
    (twosB, ones) = csa(ones, load(offset &+ 32), load(offset &+ 48))
    (foursA, twos) = csa(twos, twosA, twosB)
    (twosA, ones) = csa(ones, load(offset &+ 64), load(offset &+ 80))
    (twosB, ones) = csa(ones, load(offset &+ 96), load(offset &+ 112))
    (foursB, twos) = csa(twos, twosA, twosB)
    (eightsA, fours) = csa(fours, foursA, foursB)
    (twosA, ones) = csa(ones, load(offset &+ 128), load(offset &+ 144))
    (twosB, ones) = csa(ones, load(offset &+ 160), load(offset &+ 176))
    (foursA, twos) = csa(twos, twosA, twosB)
    (twosA, ones) = csa(ones, load(offset &+ 192), load(offset &+ 208))
    (twosB, ones) = csa(ones, load(offset &+ 224), load(offset &+ 240))
    (foursB, twos) = csa(twos, twosA, twosB)
    (eightsB, fours) = csa(fours, foursA, foursB)
    (sixteens, eights) = csa(eights, eightsA, eightsB)
    total &+= popcount(sixteens)
    offset &+= 256
  }
  return 16 &* total &+ 8 &* popcount(eights) &+ 4 &* popcount(fours)
    &+ 2 &* popcount(twos) &+ popcount(ones)
}

// MARK: - Segmented sieve

/// The sieving primes of one residue class modulo 30, ascending.
struct ResidueClassPrimes {
  var primes: [SievingPrime] = []
  /// primes[..<smallCount] are crossed off per chunk, the rest per segment.
  var smallCount = 0
}

/// The working state of one `nthPrime` call. Owns its segment buffer: call `deallocate()`
/// once when done, and do not use copies after that.
struct SegmentedSieve {
  let segmentBytes: Int
  let chunkBytes: Int
  let smallPrimeLimit: Int
  let segment: UnsafeMutablePointer<UInt8>

  /// Pre-sieve patterns, each positioned at its first byte, and their periods.
  let patterns: [UnsafePointer<UInt8>]
  let patternPeriods: [Int]
  /// The largest prime removed by the patterns; sieving primes start after it.
  let largestPresievedPrime: Int

  /// Candidate sieving primes, ascending: every prime in (largestPresievedPrime, candidateLimit].
  var candidates: [Int]
  var candidateLimit: Int
  /// candidates[..<activeCount] are in use, sorted into `classes` by p mod 30.
  var activeCount = 0
  var classes = [ResidueClassPrimes](repeating: ResidueClassPrimes(), count: 8)

  init(estimatedEnd: Int, tuning: Sieve.Tuning, presieveTable: UnsafeBufferPointer<UInt8>) {
    precondition(tuning.chunkBytes % 256 == 0 && tuning.chunkBytes <= PresieveTable.maxChunkBytes)
    precondition(tuning.segmentBytes % tuning.chunkBytes == 0)
    // Small n: one segment just large enough for the estimate (whole 256-byte blocks).
    let neededBytes = (estimatedEnd / 30 + 256) & ~255
    segmentBytes = min(tuning.segmentBytes, neededBytes)
    chunkBytes = min(tuning.chunkBytes, segmentBytes)
    smallPrimeLimit = tuning.smallPrimeLimit

    segment = UnsafeMutableRawPointer.allocate(byteCount: segmentBytes, alignment: 64)
      .bindMemory(to: UInt8.self, capacity: segmentBytes)

    let table = PresieveTable.shared
    let patternCount = max(1, min(tuning.presieveGroups, PresieveTable.groups.count))
    patterns = table.starts.prefix(patternCount).map { presieveTable.baseAddress! + $0 }
    patternPeriods = Array(table.periods.prefix(patternCount))
    largestPresievedPrime = PresieveTable.groups[patternCount - 1].last!

    // Enough sieving primes for the estimate plus one segment; more are added if needed.
    candidateLimit =
      tuning.initialSievingPrimeLimit
      ?? integerSquareRoot(estimatedEnd + 30 * segmentBytes) + 1
    candidates = oddPrimes(above: largestPresievedPrime, through: candidateLimit)
  }

  func deallocate() {
    segment.deallocate()
  }

  /// Returns the rank-th prime among the primes ≥ 7 (rank 1 is 7).
  mutating func findWheelPrime(rank: Int, isCancelled: () -> Bool) throws -> Int {
    var remaining = rank
    var firstByte = 0
    while true {
      if isCancelled() { throw CancellationError() }
      activateSievingPrimes(below: 30 * (firstByte + segmentBytes), segmentFirstByte: firstByte)
      sieveSegment(firstByte: firstByte)
      let count = countSetBits(segment, byteCount: segmentBytes)
      if count >= remaining {
        return locateSurvivor(remaining, segmentFirstByte: firstByte)
      }
      remaining -= count
      firstByte += segmentBytes
    }
  }

  /// Starts crossing off with every prime p whose square p² < `end`, the first number past
  /// this segment. Primes are activated in ascending order, so p² lies in this segment.
  mutating func activateSievingPrimes(below end: Int, segmentFirstByte: Int) {
    while true {
      if activeCount == candidates.count {
        // Every prime ≤ candidateLimit is active; more are needed only if the next
        // prime's square can be below `end`.
        let nextCandidate = candidateLimit + 1
        if nextCandidate * nextCandidate >= end { return }
        extendCandidates(toCover: end)
        continue
      }
      let p = candidates[activeCount]
      if p * p >= end { return }
      let c = Wheel.bitIndex(ofResidue: p % 30)
      classes[c].primes.append(SievingPrime(p, baseByte: segmentFirstByte))
      if p <= smallPrimeLimit { classes[c].smallCount = classes[c].primes.count }
      activeCount += 1
    }
  }

  /// Adds the primes up to at least √end to the candidates. Rarely needed: the initial limit
  /// comes from an upper bound of the n-th prime.
  mutating func extendCandidates(toCover end: Int) {
    let newLimit = max(2 * candidateLimit, integerSquareRoot(end) + 1)
    candidates += oddPrimes(above: max(candidateLimit, largestPresievedPrime), through: newLimit)
    candidateLimit = newLimit
  }

  /// Sieves the segment starting at sieve byte `firstByte`.
  mutating func sieveSegment(firstByte: Int) {
    var chunkStart = 0
    while chunkStart < segmentBytes {
      let length = min(chunkBytes, segmentBytes - chunkStart)
      let chunk = segment + chunkStart
      presieve(chunk, count: length, firstByte: firstByte + chunkStart)
      if firstByte + chunkStart == 0 { restoreFirstPrimes(chunk) }
      for c in 0..<8 {
        let smallCount = classes[c].smallCount
        classes[c].primes.withUnsafeMutableBufferPointer { primes in
          crossOff(.init(rebasing: primes[..<smallCount]), residueClass: c, in: chunk, end: length)
        }
      }
      chunkStart += length
    }
    let segment = segment, segmentBytes = segmentBytes
    for c in 0..<8 {
      let smallCount = classes[c].smallCount
      classes[c].primes.withUnsafeMutableBufferPointer { primes in
        crossOff(
          .init(rebasing: primes[smallCount...]), residueClass: c, in: segment, end: segmentBytes)
      }
    }
  }

  /// Fills `dst[0 ..< count]` (sieve bytes from `firstByte` on) with the AND of the
  /// pre-sieve patterns, four patterns per pass. (Byte loops that the optimizer vectorizes;
  /// `while` rather than `for … in` keeps unoptimized builds tolerable.)
  func presieve(_ dst: UnsafeMutablePointer<UInt8>, count: Int, firstByte: Int) {
    let last = patterns.count - 1
    var g = 0
    while g <= last {
      let a = pattern(g, at: firstByte)
      let b = pattern(min(g + 1, last), at: firstByte)
      let c = pattern(min(g + 2, last), at: firstByte)
      let d = pattern(min(g + 3, last), at: firstByte)
      var i = 0
      if g == 0 {
        while i < count {
          dst[i] = a[i] & b[i] & c[i] & d[i]
          i &+= 1
        }
      } else {
        while i < count {
          dst[i] &= a[i] & b[i] & c[i] & d[i]
          i &+= 1
        }
      }
      g += 4
    }
  }

  /// Pattern g positioned at sieve byte `firstByte`.
  @inline(__always)
  func pattern(_ g: Int, at firstByte: Int) -> UnsafePointer<UInt8> {
    patterns[g] + firstByte % patternPeriods[g]
  }

  /// The patterns also removed the pre-sieved primes themselves and kept 1; fix byte 0 on.
  func restoreFirstPrimes(_ chunk: UnsafeMutablePointer<UInt8>) {
    chunk[0] &= ~1  // 1 is not prime
    for group in PresieveTable.groups.prefix(patterns.count) {
      for p in group {
        chunk[p / 30] |= ~Wheel.clearMask(residue: p % 30)
      }
    }
  }

  /// The number of the rank-th set bit of the segment (rank ≥ 1, and the segment has that many).
  func locateSurvivor(_ rank: Int, segmentFirstByte: Int) -> Int {
    let bytes = UnsafeRawPointer(segment)
    var remaining = rank
    // Skip whole 256-byte blocks with the fast counter, then single words.
    var offset = 0
    while true {
      let count = countSetBits(bytes + offset, byteCount: 256)
      if count >= remaining { break }
      remaining -= count
      offset += 256
    }
    while true {
      var word = UInt64(littleEndian: bytes.load(fromByteOffset: offset, as: UInt64.self))
      let count = word.nonzeroBitCount
      if count >= remaining {
        for _ in 1..<remaining { word &= word - 1 }  // drop the lower set bits
        let bit = word.trailingZeroBitCount
        let byte = segmentFirstByte + offset + bit / 8
        return 30 * byte + Wheel.residues[bit % 8]
      }
      remaining -= count
      offset += 8
    }
  }
}
