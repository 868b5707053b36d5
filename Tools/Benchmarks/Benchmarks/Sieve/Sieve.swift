import Benchmark
import CPrimesieve
import Primes

// The n-th prime: PrimeClient's sieve against primesieve's `primesieve_nth_prime` on one
// thread (what `primesieve -n N -t 1` runs), both timed here in the same run.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    maxDuration: .seconds(5),
    maxIterations: 1_000
  )
  primesieve_set_num_threads(1)
  for (n, label) in [(100_000, "10^5"), (1_000_000, "10^6"), (10_000_000, "10^7")] {
    Benchmark("nthPrime \(label): Sieve") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try! Sieve.nthPrime(n))
      }
    }
    Benchmark("nthPrime \(label): primesieve") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(primesieve_nth_prime(Int64(n), 0))
      }
    }
  }
}
