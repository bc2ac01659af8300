import SectionalDemo
import Testing

@Test func theDemoModuleLinks() {
  #expect(String(describing: Demo.self) == "Demo")
}
