import ComposableArchitecture
print("primetime")
